# Forgets the empty tree: None has no val.
class Solution:
    def levelOrder(self, root: Optional[TreeNode]) -> List[List[int]]:
        levels, level = [], [root]
        while level:
            levels.append([node.val for node in level])
            level = [child for node in level for child in (node.left, node.right) if child]
        return levels
