# What LeetCode's Python 3 environment holds without an import: run before
# a Python solution (python_driver.py), and written at the top of an
# exported one.
from typing import *
import collections, heapq, bisect, math, itertools, functools, string, re, random, operator, array
from collections import *
from heapq import *
from bisect import *
from math import *
from itertools import *
from functools import *
import builtins as _judge_builtins
pow = _judge_builtins.pow  # math's star import would shadow it (pow(a, b, m))
del _judge_builtins


class ListNode:
    def __init__(self, val=0, next=None):
        self.val = val
        self.next = next


class TreeNode:
    def __init__(self, val=0, left=None, right=None):
        self.val = val
        self.left = left
        self.right = right
